from asgiref.sync import sync_to_async
from django.http import JsonResponse

from juryrigged.realtime.access import can_access_stream, kind_of
from juryrigged.realtime.delivery import parse_after
from juryrigged.realtime.sse import request_user, sse_response


async def stream_events(request, stream: str):
    """GET /api/streams/<stream>/events: SSE with `id:` lines; resumes from Last-Event-ID."""
    if request.method != "GET":
        return JsonResponse({"code": "METHOD_NOT_ALLOWED", "error": "Use GET."}, status=405)
    user = await request_user(request)
    if user is None:
        return JsonResponse({"code": "AUTHENTICATION_FAILED", "error": "Invalid token."}, status=403)
    # The request's own connection: database_sync_to_async would close it mid-request.
    if not await sync_to_async(can_access_stream)(user, stream):
        # One answer for "does not exist" and "not yours": do not reveal which.
        return JsonResponse({"code": "STREAM_NOT_FOUND", "error": "No such stream."}, status=404)
    after = parse_after(request.headers.get("Last-Event-ID") or request.GET.get("after"))
    kind = kind_of(stream)
    return sse_response(stream, after, terminal_types=kind.terminal_types if kind else (),
                        presence=request.GET.get("presence") == "1")

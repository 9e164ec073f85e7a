"""Where requests and forms hand their sources over (the modes' validators and the form views call these)."""

from __future__ import annotations

from django.conf import settings
from django.core.exceptions import RequestDataTooBig

from evaluation.sources import limits as source_limits
from evaluation.sources.errors import SourceRefused
from evaluation.sources.requests import SourceError, sources_check
from evaluation.sources.snapshot import Snapshot
from evaluation.sources.uploads import read_upload
from evaluation.errors import EvaluationError
from juryrigged.core.inputs import json_loads


def request_sources(body) -> list[dict]:
    """The stored entries of `body["modeConfig"]["sources"]` ([] when absent), or EvaluationError with its 4xx.

    Checks uploaded files cheaply now (a refusal is a 4xx before anything is stored) and keeps
    their bytes for `evaluation_start` to store; the worker reads them, fetches the URLs and
    clones the repositories.
    """
    config = body.get("modeConfig") if isinstance(body, dict) else None
    raw = config.get("sources") if isinstance(config, dict) else None
    if raw in (None, []):
        return []
    try:
        return sources_check(raw, limits=source_limits.from_settings(), max_sources=settings.EVAL_SOURCE_MAX_SOURCES)
    except SourceError as error:
        raise EvaluationError(error.code, f"{error.path}: {error.message}", status=error.status,
                              fields={error.path: [error.message]}) from None


def form_sources(post, files) -> list[dict]:
    """The request entries a form's uploads (`files`), page URL (`source_url`) and repository (`repository_url`)
    describe. Uploads are read up to one byte past the cap, so a huge one is refused without being held whole."""
    cap = settings.EVAL_SOURCE_MAX_UPLOAD_BYTES
    entries: list[dict] = []
    for upload in files.getlist("files"):
        entries.append({"kind": "file", "name": upload.name, "data": upload.read(cap + 1)})
    if post.get("source_url", "").strip():
        entries.append({"kind": "url", "url": post["source_url"].strip()})
    if post.get("repository_url", "").strip():
        entries.append({"kind": "repository", "url": post["repository_url"].strip()})
    return entries


ACCEPT = (".pdf,.docx,.pptx,.html,.htm,.md,.markdown,.txt,.rst,.zip,.tar.gz,.tgz,.py,.js,.mjs,.jsx,.ts,.tsx,.go,"
          ".rs,.java,.c,.h,.cc,.cpp,.hpp,.rb,.php,.cs,.kt,.swift,.sh,.sql,.yaml,.yml,.toml,.json,.ini,.cfg,text/*")


def form_context(post=None, *, legend: str = "Or give files, a web page or a repository") -> dict:
    """What `evaluation/partials/sources_fields.html` needs."""
    return {"legend": legend, "accept": ACCEPT, "max_sources": settings.EVAL_SOURCE_MAX_SOURCES,
            "upload_mb": settings.EVAL_SOURCE_MAX_UPLOAD_BYTES // (1024 * 1024),
            "values": {"source_url": (post or {}).get("source_url", ""),
                       "repository_url": (post or {}).get("repository_url", "")}}


def api_body(request) -> dict:
    """The body of `POST /api/evaluations`: JSON, or multipart with a JSON `payload` field and `files`
    (each added to `modeConfig.sources`). A JSON body past Django's upload size is a 413, not an HTML page."""
    try:
        data = request.data
    except RequestDataTooBig:
        raise EvaluationError("SOURCE_TOO_LARGE", "The request body is too large: send files as multipart uploads "
                                                  "(a `payload` JSON field and `files`).", status=413) from None
    if not (request.content_type or "").startswith("multipart/form-data"):
        return data
    body = json_loads(data.get("payload") or "{}")  # the house's checks: NUL, surrogates, depth
    if isinstance(body, dict) and isinstance(body.get("modeConfig"), dict):
        config = body["modeConfig"]
        extra = form_sources({}, request.FILES)
        if extra:
            config["sources"] = (config.get("sources") if isinstance(config.get("sources"), list) else []) + extra
    return body


def uploads_preview(entries: list[dict]) -> list[Snapshot]:
    """The checked uploads of a request read now, for an estimate (nothing is stored), or EvaluationError.

    Only estimates read uploads in the request: a run's uploads are read by its worker."""
    limits = source_limits.from_settings()
    snapshots = []
    for index, entry in enumerate(entries):
        try:
            if "data" in entry:
                snapshots.append(read_upload(entry["name"], entry["data"], limits))
            elif "snapshot" in entry:
                snapshots.append(Snapshot.from_dict(entry["snapshot"]))
        except SourceRefused as refused:
            path = f"modeConfig.sources[{index}]"
            raise EvaluationError(refused.code, f"{path}: {refused.message}", status=refused.status,
                                  fields={path: [refused.message]}) from None
    return snapshots

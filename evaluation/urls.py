from django.urls import path

from evaluation import api, views

app_name = "evaluation"

urlpatterns = [
    # pages
    path("evaluate/history/", views.history, name="history"),
    path("evaluate/<uuid:message_id>/", views.result, name="result"),
    path("evaluate/conversations/<uuid:conversation_id>/rename/", views.conversation_rename,
         name="conversation-rename"),
    path("evaluate/conversations/<uuid:conversation_id>/delete/", views.conversation_delete,
         name="conversation-delete"),
    # API
    path("api/evaluations", api.EvaluationsView.as_view(), name="api-evaluations"),
    path("api/evaluations/estimate", api.EvaluationEstimateView.as_view(), name="api-evaluation-estimate"),
    path("api/evaluations/<str:message_id>", api.EvaluationView.as_view(), name="api-evaluation"),
    path("api/council/stream", api.council_stream, name="api-council-stream"),
    path("api/conversations", api.ConversationsView.as_view(), name="api-conversations"),
    path("api/conversations/<str:conversation_id>", api.ConversationView.as_view(), name="api-conversation"),
    path("api/conversations/<str:conversation_id>/export", api.ConversationExportView.as_view(),
         name="api-conversation-export"),
]

from evaluation.dialectic.urls import urlpatterns as dialectic_urlpatterns  # noqa: E402  (dialectical mode)
from evaluation.jury.urls import urlpatterns as jury_urlpatterns  # noqa: E402  (jury mode)

urlpatterns += jury_urlpatterns + dialectic_urlpatterns

from evaluation.compare.urls import urlpatterns as compare_urlpatterns  # noqa: E402  (compare mode)

urlpatterns += compare_urlpatterns

from evaluation.batch.urls import urlpatterns as batch_urlpatterns  # noqa: E402  (batches)

urlpatterns += batch_urlpatterns

from django.urls import path

from evaluation.batch import api, views

urlpatterns = [
    path("evaluate/batches/", views.batches, name="batches"),
    path("evaluate/batches/<uuid:batch_id>/", views.batch_page, name="batch"),
    path("api/batches", api.BatchesView.as_view(), name="api-batches"),
    path("api/batches/estimate", api.BatchEstimateView.as_view(), name="api-batch-estimate"),
    path("api/batches/<str:batch_id>", api.BatchView.as_view(), name="api-batch"),
    path("api/batches/<str:batch_id>/items", api.BatchItemsView.as_view(), name="api-batch-items"),
    path("api/batches/<str:batch_id>/cancel", api.BatchCancelView.as_view(), name="api-batch-cancel"),
    path("api/batches/<str:batch_id>/export", api.BatchExportView.as_view(), name="api-batch-export"),
    path("api/batches/<str:batch_id>/rerun", api.BatchRerunView.as_view(), name="api-batch-rerun"),
    path("api/batches/<str:batch_id>/compare", api.BatchCompareView.as_view(), name="api-batch-compare"),
    path("evaluate/batches/<uuid:batch_id>/compare/", views.batch_compare_page, name="batch-compare"),
]

from rest_framework.pagination import PageNumberPagination


class Pagination(PageNumberPagination):
    """?page=N&pageSize=M, at most 100 a page."""

    page_size_query_param = "pageSize"
    max_page_size = 100

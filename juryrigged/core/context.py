from django.conf import settings


def site(request):
    """Values every page template needs: the navigation and which model answers."""
    return {
        "llm_provider": settings.LLM_PROVIDER,
        "nav_items": [
            ("courtroom:index", "Courtroom"),
            ("evaluation:index", "Evaluate"),
            ("game:index", "Game"),
        ],
    }

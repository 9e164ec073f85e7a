from django.contrib.auth.decorators import login_required
from django.shortcuts import render


def index(request):
    return render(request, "evaluation/index.html")


@login_required
def history(request):
    return render(request, "evaluation/index.html")


@login_required
def result(request, message_id):
    return render(request, "evaluation/index.html")

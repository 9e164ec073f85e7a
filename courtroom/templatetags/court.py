from django import template

from courtroom.rules import CHOICE_LABELS

register = template.Library()


@register.filter
def lookup(mapping, key):
    return mapping.get(key, key) if hasattr(mapping, "get") else key


@register.filter
def choice_label(choice):
    return CHOICE_LABELS.get(choice, choice)

from django import template

register = template.Library()


@register.filter
def lookup(mapping, key):
    return mapping.get(key, key) if hasattr(mapping, "get") else key


@register.filter
def choice_label(choice):
    from courtroom.rules import CHOICE_LABELS

    return CHOICE_LABELS.get(choice, choice)

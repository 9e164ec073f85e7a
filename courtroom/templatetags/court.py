from django import template

register = template.Library()


@register.filter
def lookup(mapping, key):
    return mapping.get(key, key) if hasattr(mapping, "get") else key

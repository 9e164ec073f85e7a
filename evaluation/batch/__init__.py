"""Batches: one jury panel over many items, and how far to trust it (see services.py)."""

from django.core.management.base import BaseCommand

from juryrigged.core.demo import load_all


class Command(BaseCommand):
    help = "Load the demo users and each product's demo data (safe to run twice)."

    def handle(self, *args, **options):
        load_all()
        self.stdout.write("Demo data loaded.")

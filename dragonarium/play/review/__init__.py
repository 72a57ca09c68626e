"""Game review: each decision judged, the judgements cached, the outcome estimated, its words (the review's
session, which steps through it at the table, is ``play/review_session.py``)."""

"""Game review: each decision judged, the judgements cached, a review stepped through, its words."""

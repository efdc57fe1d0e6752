"""What printgen reports: the show summary, the public JSON forms, odds, and the check reporters."""

"""The user's own things: the watch, the schema for editors, their settings and printer profiles."""

# A package, so that test_limits.py and test_setup.py here are not taken for tests/test_limits.py
# and tests/test_setup.py (pytest imports test files by their names).

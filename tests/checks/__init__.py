# A package, so that test_limits.py and test_source.py here are not taken for tests/test_limits.py
# and tests/test_source.py (pytest imports test files by their names). One test file per module of
# printgen/checks/, in the same folders (tests/checks/test_registry.py holds them to it).

"""Loading: YAML in, a located and validated model out (yaml_source → loader → schema_errors,
integrity)."""

"""Loading: YAML in, a located and validated model out (yaml_read → loader → schema_errors,
integrity)."""

"""For a print service: orders, the preflight that reads them back, a print shop's images."""

"""Layout: pure geometry. Everything here returns display lists (in points) that tests can
inspect; only printgen.render draws them."""

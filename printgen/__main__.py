from printgen.cli import run

run()

"""`printgen proof`: a proof a person reads in a browser. The kit's own pages cut into the faces a
reader looks at (faces), every finding placed on the faces where its words print (locate), what
changed since another version (changes) and the sheets to print again (reprint), written as one
self-contained HTML file or as JSON (document)."""

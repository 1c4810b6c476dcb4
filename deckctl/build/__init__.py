"""`deckctl build`: the whole pipeline over every deck, on top of the stages it runs.

Each deck and language is validated, its catalog applied and its bundle and PDF written
(`jobs.py`); `pipeline.py` plans which of those are stale from content hashes, runs them on worker
processes and moves the outputs into place only when every deck succeeded; `cache.py` keeps
`build/manifest.json`, the record of what each output was made from.
"""

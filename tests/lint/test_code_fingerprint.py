"""The lint cache's fingerprint of deckctl's code (`cache._code`) changes with any of its source
files or built-in label catalogs, in any folder, and with nothing else in the package."""

from __future__ import annotations

import os

from deckctl.lint import cache


def test_the_fingerprint_follows_every_source_file_and_catalog(tmp_path, monkeypatch):
    package = tmp_path / "deckctl"
    (package / "lint").mkdir(parents=True)
    (package / "export" / "pdf").mkdir(parents=True)
    (package / "i18n" / "locales").mkdir(parents=True)
    for name in ("__init__.py", "lint/cache.py", "export/pdf/text.py", "i18n/locales/de.po", "README.txt"):
        (package / name).write_text("x = 1\n")
    monkeypatch.setattr(cache, "__file__", str(package / "lint" / "cache.py"))
    fingerprint = cache._code.__wrapped__

    first = fingerprint()
    assert fingerprint() == first
    (package / "README.txt").write_text("not code\n")
    assert fingerprint() == first
    seen = {first}
    for name in ("export/pdf/text.py", "i18n/locales/de.po"):
        path = package / name
        path.write_text("x = 22\n")  # (another size)
        seen.add(fingerprint())
        stat = path.stat()
        os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))  # (same size, another time)
        seen.add(fingerprint())
    (package / "export" / "pdf" / "new.py").write_text("")
    seen.add(fingerprint())
    assert len(seen) == 6

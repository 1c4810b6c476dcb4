"""The test process's one Chromium (browser.Chromiums, the `browser` fixture) is handed to each
module as a new one would be: whatever a module did to it (the keys switch turned off in
localStorage, a window size or device metrics set, tabs opened, errors logged, a timeout changed)
is gone for the next, and one that no longer answers is replaced."""

from __future__ import annotations

import http.server
import threading
from functools import partial

import pytest

# What a page sees of its browser: focus, sizes, storage, its tab's history.
SEEN = ("return [document.hasFocus(), document.visibilityState, innerWidth, innerHeight, outerWidth, outerHeight,"
        " devicePixelRatio, localStorage.length, sessionStorage.length, history.length, document.cookie]")


@pytest.fixture
def site(tmp_path):
    """A page at a file: URL and the same page served over http (another origin)."""
    (tmp_path / "page.html").write_text("<!doctype html><title>page</title><p>page</p>")
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(Quiet, directory=str(tmp_path)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield [(tmp_path / "page.html").as_uri(), f"http://127.0.0.1:{server.server_address[1]}/page.html"]
    server.shutdown()
    server.server_close()


def seen(driver, urls) -> list:
    state = [len(driver.window_handles), driver.timeouts.script, driver.timeouts.page_load,
             driver.timeouts.implicit_wait, driver.get_log("browser")]
    for url in urls:
        driver.get(url)
        state.append(driver.execute_script(SEEN))
    return state


def test_what_a_module_did_to_the_browser_is_gone_for_the_next(chromiums, site):
    # one that no longer answers (ended, or crashed, since the module before was done) is replaced
    ended = chromiums.fresh()
    chromiums.cleared()
    ended.quit()
    driver = chromiums.fresh()
    assert driver is not ended
    new = seen(driver, site)  # (what a new browser shows)
    assert new[0] == 1
    for url in site:  # a module at work...
        driver.get(url)
        driver.execute_script("localStorage.setItem('deckctl-proof-keys-off', '1');"
                              "sessionStorage.setItem('a', 'b'); document.cookie = 'a=b';"
                              "console.error('left behind')")
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 500, "height": 400, "deviceScaleFactor": 2, "mobile": True})
    driver.switch_to.new_window("window")
    driver.get(site[1] + "?another")
    driver.set_window_size(420, 900)
    driver.set_script_timeout(120)
    chromiums.cleared()
    again = chromiums.fresh()
    assert again is driver  # (the same browser, not a new one)
    assert seen(again, site) == new

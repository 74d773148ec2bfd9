"""Chromium through Selenium, for the web pages' tests (one browser per module)."""

from __future__ import annotations

import shutil

import pytest


@pytest.fixture(scope="module")
def browser():
    driver_path = shutil.which("chromedriver")
    if driver_path is None:
        pytest.skip("chromedriver is missing: apt-get install chromium chromium-driver (.ci/run does as root)")
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is missing: pip install -e '.[test]'")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--window-size=900,1000",
    ):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    yield driver
    driver.quit()

"""Every parser against random and edited input: a value or one clear PuzzleError whose
line lies in the text, never another exception (issue 17). A fixed sample
(derandomize=True: the same cases every run, so it cannot fail by chance); the ten
thousand cases per parser are benchmarks/bench_fuzz.py."""

import pytest
from hypothesis import HealthCheck, given, settings

from tests.fuzz_targets import check_outcome, round_trips, targets

SAMPLE = settings(
    max_examples=150, derandomize=True, database=None, deadline=None, suppress_health_check=list(HealthCheck)
)


@pytest.mark.slow
@pytest.mark.parametrize("target", targets(), ids=lambda target: target.name)
def test_a_parser_gives_a_value_or_one_clear_message(target):
    @SAMPLE
    @given(target.inputs)
    def case(value):
        result = check_outcome(target, value)
        assert result is None or round_trips(result)

    case()

"""Reads cryptobench's `export --format otava` output with Apache Otava's own CSV importer and config
reader and runs Otava's analysis on it, printing the change points per metric.

Usage: python3 otava_check.py OTAVA_SRC DIR   (OTAVA_SRC: a checkout of apache/otava, DIR: export's folder)

Otava's optional back ends (BigQuery, Postgres, Graphite, Slack...) and dateparser are not installed
here, so they are stubbed; dateparser.parse is replaced by an ISO 8601 parser (the only time format
export writes). Everything that reads the CSV and the YAML and finds change points is Otava's code.
"""
import sys, types, os, datetime, json

otava_src, folder = sys.argv[1], sys.argv[2]
sys.path.insert(0, otava_src)


class _Any:
    def __init__(self, *a, **k): pass
    def __call__(self, *a, **k): return _Any()
    def __getattr__(self, name): return _Any()
    def __mro_entries__(self, bases): return (object,)


def _stub(name):
    parts = name.split('.')
    for i in range(1, len(parts) + 1):
        n = '.'.join(parts[:i])
        if n not in sys.modules:
            m = types.ModuleType(n)
            m.__path__ = []
            m.__getattr__ = lambda attr: _Any()
            sys.modules[n] = m


dateparser = types.ModuleType('dateparser')
dateparser.parse = lambda s, settings=None: datetime.datetime.fromisoformat(s.replace('Z', '+00:00'))
sys.modules['dateparser'] = dateparser
try:
    import pytz  # noqa: F401
except ModuleNotFoundError:
    pytz = types.ModuleType('pytz')
    pytz.UTC = pytz.utc = datetime.timezone.utc
    sys.modules['pytz'] = pytz

for _ in range(100):
    try:
        from otava.importer import CsvImporter
        from otava.test_config import create_test_config
        from otava.data_selector import DataSelector
        from otava.series import AnalysisOptions
        break
    except ModuleNotFoundError as e:
        _stub(e.name)
        for k in [k for k in sys.modules if k.startswith('otava') and getattr(sys.modules[k], '__file__', None)]:
            del sys.modules[k]

import yaml  # noqa: E402  (ruamel.yaml, which Otava uses, is not installed here: PyYAML safe_load reads the same YAML)

os.chdir(folder)
conf = yaml.safe_load(open("otava.yaml"))
test = create_test_config('cryptobench', conf['tests']['cryptobench'])
selector = DataSelector()
selector.since_time = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)
series = CsvImporter().fetch_data(test, selector)
analyzed = series.analyze(AnalysisOptions())
out = {}
for metric in series.data:
    cps = [cp for cp in analyzed.change_points.get(metric, [])] if hasattr(analyzed, 'change_points') else []
    out[metric] = [{'index': int(cp.index), 'forward_change_percent': round(float(cp.forward_change_percent()), 1),
                    'pvalue': float(cp.stats.pvalue)} for cp in cps]
print(json.dumps({'points': len(series.time), 'metrics': len(series.data), 'change_points': out}, indent=1))

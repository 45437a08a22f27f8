"""Reference values of HolmTest from statsmodels (Debian's python3-statsmodels):
python3 src/test/resources/stats/holm-reference.py"""
import statsmodels
from statsmodels.stats.multitest import multipletests

print("statsmodels", statsmodels.__version__)
for p in ([0.01, 0.04, 0.03, 0.005], [0.001, 0.2, 0.012, 0.012, 0.5], [0.049], [0.05]):
    reject, adjusted, _, _ = multipletests(p, alpha=0.05, method="holm")
    print(p, "adjusted", [round(x, 12) for x in adjusted], "rejected", list(map(bool, reject)))

#!/usr/bin/env python3
"""Writes the provider x algorithm matrix of docs/conformance.md from two committed `verify --scope all` runs.

python3 results/verify/conformance.py   (from the repository's top folder; rewrites the part of
docs/conformance.md between the <!-- matrix --> markers)

Each cell: "pass" (every vector and sweep case of that algorithm passed, over all forks), "-" (not
offered), or the finding's verdict from VERDICTS, linked to its evidence on the page. A failure with
no verdict here stops the script: every finding must be triaged.
"""
import re, sys

RUNS = {  # provider column -> (report, provider name in it)
    "SunJCE": ("results/verify/2026-12-02-all/report.md", "SunJCE"),
    "BC": ("results/verify/2026-12-02-all/report.md", "BC"),
    "Conscrypt": ("results/verify/2026-12-02-all/report.md", "Conscrypt"),
    "ACCP": ("results/verify/2026-12-02-all/report.md", "ACCP"),
    "BC-LTS": ("results/verify/2026-12-02-bc-lts-2.73.12/report.md", "BC-LTS"),
    "BC-LTS-java": ("results/verify/2026-12-02-bc-lts-2.73.12/report.md", "BC-LTS-java"),
}

# (provider column, check, algorithm regex) -> (verdict, anchor on the page)
VERDICTS = [
    ("SunJCE", "vectors", r"AES-CBC-PKCS5", "deviates", "empty-cbc-ciphertext"),
    ("Conscrypt", "vectors", r"AES-CBC-PKCS5", "deviates", "empty-cbc-ciphertext"),
    ("ACCP", "vectors", r"AES-CBC-PKCS5", "deviates", "empty-cbc-ciphertext"),
    ("SunJCE", "vectors", r"AES-KW", "bug", "sunjce-aes-kw-dofinal"),
    ("SunJCE", "vectors", r"ECDSA P-256 SHA-256 \((DER|P1363)\)", "bug (JDK 17)", "sunec-ecdsa-large-x"),
    ("SunJCE", "vectors", r"Ed25519", "bug (JDK 17)", "sunec-ed25519-trailing-zero"),
    ("SunJCE", "sweep", r"AES-GCM-(128|256)", "bug (JDK 25)", "jdk-25-gcm-in-place"),
    ("SunJCE", "sweep", r"ChaCha20-Poly1305-256", "bug (JDK 17)", "sunjce-chacha20-poly1305-bytebuffer-aad"),
    ("ACCP", "vectors", r"AES-KWP", "bug", "accp-aes-kwp-dofinal"),
    ("BC", "vectors", r"AES-KW", "deviates", "bc-aes-kw-8-byte-keys"),
    ("BC-LTS", "vectors", r"AES-KW", "deviates", "bc-aes-kw-8-byte-keys"),
    ("BC-LTS-java", "vectors", r"AES-KW", "deviates", "bc-aes-kw-8-byte-keys"),
    ("BC", "vectors", r"ECDH P-256", "deviates", "ecdh-tcid-359"),
    ("BC-LTS", "vectors", r"ECDH P-256", "deviates", "ecdh-tcid-359"),
    ("BC-LTS-java", "vectors", r"ECDH P-256", "deviates", "ecdh-tcid-359"),
    ("BC", "sweep", r"(AES-GCM|AES-EAX|ChaCha20-Poly1305)-\d+", "deviates", "bc-streaming-aead"),
    ("BC-LTS", "sweep", r"(AES-GCM|AES-EAX|ChaCha20-Poly1305)-\d+", "deviates", "bc-streaming-aead"),
    ("BC-LTS-java", "sweep", r"(AES-GCM|AES-EAX|ChaCha20-Poly1305)-\d+", "deviates", "bc-streaming-aead"),
    ("BC-LTS", "vectors", r"AES-EAX", "bug", "bc-lts-native-eax-counter"),
    ("BC-LTS", "vectors", r"ML-KEM-\d+ encapsulation", "bug", "bc-lts-ml-kem-classcast"),
    ("BC-LTS-java", "vectors", r"ML-KEM-\d+ encapsulation", "bug", "bc-lts-ml-kem-classcast"),
]

def rows(report, provider):
    text = open(report).read()
    table = text.split("## By algorithm, over all forks", 1)[1].split("\n## ", 1)[0]
    for line in table.splitlines():
        f = [x.strip() for x in line.strip().strip("|").split("|")]
        if len(f) >= 8 and f[0] == provider and f[1] in ("vectors", "sweep"):
            yield f[1], f[2], int(f[3]), int(f[4]), int(f[6])

def family(check, algorithm):
    if check == "sweep":  # a cipher's key sizes (AES-GCM-128 and -256) share a row
        cipher = algorithm.startswith(("AES", "ChaCha20"))
        return (re.sub(r"-(128|192|256)$", "", algorithm) if cipher else algorithm) + " (sweep)"
    return algorithm

cells, order = {}, []
for column, (report, provider) in RUNS.items():
    for check, algorithm, passed, failed, not_offered in rows(report, provider):
        row = family(check, algorithm)
        if row not in order:
            order.append(row)
        if failed:
            found = [(v, a) for c, k, r, v, a in VERDICTS if c == column and k == check and re.fullmatch(r, algorithm)]
            if not found:
                sys.exit(f"untriaged: {column} {check} {algorithm}: {failed} failed ({report})")
            cell = f"[{found[0][0]}](#{found[0][1]})"
        elif passed:
            cell = "pass"
        else:
            cell = "-"
        old = cells.get((row, column))
        # one row joins key sizes: a finding on any of them is the row's
        cells[(row, column)] = old if old and old.startswith("[") else cell

columns = list(RUNS)
out = ["| algorithm | " + " | ".join(columns) + " |", "|---|" + "---|" * len(columns)]
for row in order:
    out.append(f"| {row} | " + " | ".join(cells.get((row, c), "") for c in columns) + " |")
counts = {}
for v in cells.values():
    k = re.sub(r"\[([^]]*)\].*", r"\1", v).split(" (")[0] or "not run"
    counts[k] = counts.get(k, 0) + 1
out.append("")
out.append("Cells: " + ", ".join(f"{k} {n}" for k, n in sorted(counts.items())) + ".")
page = open("docs/conformance.md").read()
start, end = "<!-- matrix -->\n", "<!-- /matrix -->"
head, rest = page.split(start, 1)
page = head + start + "\n".join(out) + "\n" + end + rest.split(end, 1)[1]
open("docs/conformance.md", "w").write(page)
print("\n".join(out[-1:]))

#!/usr/bin/env python3
"""Writes the provider x algorithm matrix of docs/conformance.md from a committed `verify --scope all` run.

python3 results/verify/conformance.py   (from the repository's top folder; rewrites the part of
docs/conformance.md between the <!-- matrix --> markers)

Each cell: "pass" (every vector and sweep case of that algorithm passed, over all forks), "-" (not
offered), or the verdicts of its findings from VERDICTS, each linked to its evidence on the page. A
Wycheproof file's failures are judged kind by kind (the report's "Vector failures by kind": the outcome
and the call and exception that gave it); a sweep's by algorithm. A failure with no verdict here stops
the script: every finding must be triaged.
"""
import re, sys

RUN = "results/verify/2026-12-07-all-2jdk-avx512/report.md"
COLUMNS = ["SunJCE", "BC", "Conscrypt", "ACCP", "BC-LTS", "BC-LTS-java"]

# (provider column, check, algorithm regex, kind regex or None for a sweep) -> (verdict, anchor on the page)
VERDICTS = [
    ("SunJCE|Conscrypt|ACCP", "vectors", r"AES-CBC-PKCS5", r"accepted an invalid vector", "deviates", "empty-cbc-ciphertext"),
    ("SunJCE", "vectors", r"AES-KW", r"threw an unchecked exception: doFinal \(DECRYPT_MODE\): java\.lang\.NegativeArraySizeException", "bug", "sunjce-aes-kw-dofinal"),
    ("SunJCE", "vectors", r"ECDSA P-(256 SHA-256|384 SHA-384) \((DER|P1363)\)", r"refused a valid vector.*", "bug (JDK 17)", "sunec-ecdsa-large-x"),
    ("SunJCE", "vectors", r"Ed25519", r"accepted an invalid vector", "bug (JDK 17)", "sunec-ed25519-trailing-zero"),
    ("SunJCE", "sweep", r"AES-GCM-(128|256)", None, "bug (JDK 25)", "jdk-25-gcm-in-place"),
    ("SunJCE", "sweep", r"ChaCha20-Poly1305-256", None, "bug (JDK 17)", "sunjce-chacha20-poly1305-bytebuffer-aad"),
    ("ACCP", "vectors", r"AES-KWP", r"threw an unchecked exception: doFinal \(DECRYPT_MODE\): .*RuntimeCryptoException", "bug", "accp-aes-kwp-dofinal"),
    ("BC|BC-LTS|BC-LTS-java", "vectors", r"AES-KW", r"accepted an invalid vector: unwrap gives", "deviates", "bc-aes-kw-8-byte-keys"),
    ("BC|BC-LTS|BC-LTS-java", "vectors", r"AES-KW", r"threw an unchecked exception: wrap: org\.bouncycastle\.crypto\.DataLengthException", "bug", "bc-aes-kw-wrap"),
    ("BC|BC-LTS|BC-LTS-java", "vectors", r"ECDH P-(256|384)", r"accepted an invalid vector", "deviates", "ecdh-tcid-359"),
    ("BC|BC-LTS|BC-LTS-java", "sweep", r"(AES-GCM|AES-EAX|ChaCha20-Poly1305)-\d+", None, "deviates", "bc-streaming-aead"),
    ("BC-LTS", "vectors", r"AES-EAX", r"wrong output.*", "bug", "bc-lts-native-eax-counter"),
    ("BC-LTS|BC-LTS-java", "vectors", r"ML-KEM-\d+ encapsulation", r"threw an unchecked exception: .*ClassCastException", "bug", "bc-lts-ml-kem-classcast"),
    ("BC|BC-LTS|BC-LTS-java", "vectors", r"RSA-\d+ (OAEP SHA-256|PKCS#1 v1\.5) decryption", r"threw an unchecked exception: .*(ArrayIndexOutOfBoundsException|DataLengthException).*", "bug", "bc-rsa-long-ciphertext"),
    ("BC", "vectors", r"HKDF-SHA256", r"threw an unchecked exception: .*DataLengthException.*", "bug", "bc-hkdf-long-output"),
    ("BC|BC-LTS|BC-LTS-java", "vectors", r"PBKDF2-HMAC-SHA256", r"threw an unchecked exception: java\.lang\.IllegalArgumentException(: password empty)?", "deviates", "bc-pbkdf2-empty-password"),
    ("ACCP", "vectors", r"HKDF-SHA256", r"refused a valid vector.*", "bug", "accp-hkdf-maximal-output"),
    ("ACCP", "sweep", r"AES-XTS-512", None, "deviates", "accp-aes-xts-short-update"),
]

TEXT = open(RUN).read()

def table(heading):
    part = TEXT.split(heading, 1)[1].split("\n## ", 1)[0]
    for line in part.splitlines():
        f = [x.strip() for x in line.strip().strip("|").split("|")]
        if len(f) >= 7 and not set(f[0]) <= set("-:") and f[0] != "provider":
            yield f

def verdicts(column, check, algorithm, kind):
    return [(v, a) for c, k, r, kr, v, a in VERDICTS
            if re.fullmatch(c, column) and k == check and re.fullmatch(r, algorithm)
            and (kr is None if kind is None else kr is not None and re.fullmatch(kr, kind))]

kinds = {}  # (provider, file) -> kinds of failure
for f in table("## Vector failures by kind, over all forks"):
    kinds.setdefault((f[0], f[1]), []).append(f[2])

def family(check, algorithm):
    if check == "sweep":  # a cipher's key sizes (AES-GCM-128 and -256) share a row
        cipher = algorithm.startswith(("AES", "ChaCha20"))
        return (re.sub(r"-(128|192|256|512)$", "", algorithm) if cipher else algorithm) + " (sweep)"
    return algorithm

cells, order = {}, []
for f in table("## By algorithm, over all forks"):
    column, check, algorithm = f[0], f[1], f[2]
    if column not in COLUMNS or check not in ("vectors", "sweep", "random"):
        continue
    passed, failed = int(f[3]), int(f[4])
    row = family(check, algorithm)
    if row not in order:
        order.append(row)
    found = set()
    if failed:
        for kind in (kinds.get((column, algorithm), []) if check == "vectors" else [None]):
            v = verdicts(column, check, algorithm, kind)
            if not v:
                sys.exit(f"untriaged: {column} {check} {algorithm}: {kind or 'sweep failures'} ({RUN})")
            found.add(v[0])
        if check == "vectors" and not found:
            sys.exit(f"untriaged: {column} {algorithm}: {failed} failed, no kind in the report ({RUN})")
    cell = cells.setdefault((row, column), {"found": set(), "passed": False})
    # one row joins key sizes: a finding on any of them is the row's
    cell["found"] |= found
    cell["passed"] |= passed > 0

def show(cell):
    if cell["found"]:
        return ", ".join(f"[{v}](#{a})" for v, a in sorted(cell["found"]))
    return "pass" if cell["passed"] else "-"

def worst(cell):  # what a cell is counted as: its gravest verdict
    verdicts = {v.split(" (")[0] for v, _ in cell["found"]}
    return next((v for v in ("bug", "deviates") if v in verdicts), "pass" if cell["passed"] else "not offered")

counts = {}
for cell in cells.values():
    counts[worst(cell)] = counts.get(worst(cell), 0) + 1
cells = {k: show(v) for k, v in cells.items()}

columns = COLUMNS
out = ["| algorithm | " + " | ".join(columns) + " |", "|---|" + "---|" * len(columns)]
for row in order:
    out.append(f"| {row} | " + " | ".join(cells.get((row, c), "") for c in columns) + " |")
out.append("")
out.append(f"Cells: {len(cells)}; counted by the gravest verdict in each: " + ", ".join(f"{k} {n}" for k, n in sorted(counts.items())) + ".")
page = open("docs/conformance.md").read()
start, end = "<!-- matrix -->\n", "<!-- /matrix -->"
head, rest = page.split(start, 1)
page = head + start + "\n".join(out) + "\n" + end + rest.split(end, 1)[1]
open("docs/conformance.md", "w").write(page)
print("\n".join(out[-1:]))

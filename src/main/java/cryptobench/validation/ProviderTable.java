package cryptobench.validation;

import cryptobench.catalog.Family.Kind;
import cryptobench.catalog.Params;
import cryptobench.cipher.CipherAlgorithm;
import cryptobench.cipher.CipherConfig;
import cryptobench.cipher.CipherFixture;
import cryptobench.cipher.KeyWrapFixture;
import cryptobench.cipher.WrapMode;
import cryptobench.cipher.WrappedKey;
import cryptobench.digest.DigestAlgorithm;
import cryptobench.digest.DigestFixture;
import cryptobench.kdf.HkdfApi;
import cryptobench.kdf.HkdfFixture;
import cryptobench.kdf.Pbkdf2Fixture;
import cryptobench.random.RandomAlgorithm;
import cryptobench.random.RandomFixture;
import cryptobench.sign.HybridKemFixture;
import cryptobench.sign.KemAlgorithm;
import cryptobench.sign.KemFixture;
import cryptobench.sign.KeyAgreementAlgorithm;
import cryptobench.sign.KeyAgreementFixture;
import cryptobench.sign.KeyGenFixture;
import cryptobench.sign.KeyType;
import cryptobench.sign.RsaCipherFixture;
import cryptobench.sign.RsaPadding;
import cryptobench.sign.SignatureAlgorithm;
import cryptobench.sign.SignatureFixture;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The tables of {@code providers}, in the order printed: each names the catalog kinds whose
 * algorithms its rows validate, so that every kind has its rows here or a reason in {@link #NOT_LISTED}.
 */
public enum ProviderTable {
    CIPHERS(
            Set.of(Kind.CIPHER, Kind.STREAMING, Kind.SMALL_MESSAGE, Kind.CIPHER_INIT, Kind.BYTE_BUFFER),
            Params.ALGORITHM,
            Params.KEY_BITS) {
        @Override
        String heading(ProviderMatrix.Settings s) {
            return String.format(
                    "Ciphers (ok = validated at %d bytes; no = not offered, see notes; FAIL = wrong results):",
                    s.dataSize());
        }

        @Override
        List<Row> rows(ProviderMatrix.Settings s) {
            List<Row> rows = new ArrayList<>();
            for (CipherAlgorithm algorithm : s.ciphers()) {
                for (int keyBits : algorithm.keySizes()) {
                    rows.add(new Row(List.of(algorithm.displayName(), String.valueOf(keyBits)), name -> {
                        CipherConfig config = new CipherConfig(name, algorithm, keyBits, s.dataSize());
                        return new Cell(
                                config.toString(),
                                () -> CipherFixture.create(config).validation());
                    }));
                }
            }
            return rows;
        }
    },
    DIGESTS(Set.of(Kind.DIGEST), Params.ALGORITHM) {
        @Override
        String heading(ProviderMatrix.Settings s) {
            return String.format(
                    "Digests and MACs (ok = published known answer and another provider's output at %d bytes):",
                    s.dataSize());
        }

        @Override
        List<Row> rows(ProviderMatrix.Settings s) {
            return Arrays.stream(DigestAlgorithm.values())
                    .map(a -> new Row(
                            List.of(a.jcaName()),
                            name -> new Cell(name + " " + a.jcaName(), () -> {
                                DigestFixture.create(name, a, s.dataSize());
                                return "known answer; same output as another provider";
                            })))
                    .toList();
        }
    },
    SIGNATURES(Set.of(Kind.SIGNATURE, Kind.PQ_SIGNATURE), Params.ALGORITHM, Params.KEY_BITS) {
        @Override
        String heading(ProviderMatrix.Settings s) {
            return String.format(
                    "Signatures (ok = %d-byte message signed and verified both ways against another provider, "
                            + "tampering rejected):",
                    SignatureFixture.MESSAGE_BYTES);
        }

        @Override
        List<Row> rows(ProviderMatrix.Settings s) {
            List<Row> rows = new ArrayList<>();
            for (SignatureAlgorithm algorithm : SignatureAlgorithm.values()) {
                for (int keyBits : algorithm.isRsa() ? s.rsaBits() : algorithm.keySizes()) {
                    rows.add(new Row(
                            List.of(algorithm.displayName(), String.valueOf(keyBits)),
                            name -> new Cell(
                                    name + " " + algorithm.displayName() + " " + keyBits,
                                    () -> SignatureFixture.create(name, algorithm, keyBits)
                                            .validation())));
                }
            }
            return rows;
        }
    },
    RSA_ENCRYPTION(Set.of(Kind.PUBLIC_KEY_CIPHER), Params.PADDING, Params.MODULUS_BITS) {
        @Override
        String heading(ProviderMatrix.Settings s) {
            return String.format(
                    "RSA encryption (ok = %d-byte message encrypted and decrypted both ways against another provider, "
                            + "tampering refused or implicitly rejected):",
                    RsaCipherFixture.MESSAGE_BYTES);
        }

        @Override
        List<Row> rows(ProviderMatrix.Settings s) {
            List<Row> rows = new ArrayList<>();
            for (RsaPadding padding : RsaPadding.values()) {
                for (int bits : s.rsaBits()) {
                    rows.add(new Row(
                            List.of(padding.displayName(), String.valueOf(bits)),
                            name -> new Cell(
                                    name + " " + padding.displayName() + " " + bits,
                                    () -> RsaCipherFixture.create(name, padding, bits)
                                            .validation())));
                }
            }
            return rows;
        }
    },
    KEY_AGREEMENT(Set.of(Kind.KEY_AGREEMENT), Params.ALGORITHM) {
        @Override
        String heading(ProviderMatrix.Settings s) {
            return "Key agreement (ok = both sides and another provider reach the same secret):";
        }

        @Override
        List<Row> rows(ProviderMatrix.Settings s) {
            return Arrays.stream(KeyAgreementAlgorithm.values())
                    .map(a -> new Row(
                            List.of(a.displayName()),
                            name -> new Cell(
                                    name + " " + a.displayName(),
                                    () -> KeyAgreementFixture.create(name, a).validation())))
                    .toList();
        }
    },
    KEY_DERIVATION(Set.of(Kind.KDF), Params.ALGORITHM, "parameters") {
        @Override
        String heading(ProviderMatrix.Settings s) {
            return "Key derivation (ok = RFC 7914 or RFC 5869 vectors, the same bytes as the RFC composed from another "
                    + "provider's HmacSHA256 and as another provider's own):";
        }

        @Override
        List<Row> rows(ProviderMatrix.Settings s) {
            List<Row> rows = new ArrayList<>();
            for (int iterations : Pbkdf2Fixture.ITERATIONS) {
                String parameters = iterations + " iterations";
                rows.add(new Row(
                        List.of("PBKDF2-HMAC-SHA256", parameters),
                        name -> new Cell(
                                name + " PBKDF2-HMAC-SHA256 " + parameters,
                                () -> Pbkdf2Fixture.create(name, iterations).validation())));
            }
            for (HkdfApi api : HkdfApi.values()) {
                for (int bytes : HkdfFixture.OUTPUT_BYTES) {
                    String parameters = api.displayName() + ", " + bytes + " bytes";
                    rows.add(new Row(
                            List.of("HKDF-SHA256", parameters),
                            name -> new Cell(
                                    name + " HKDF-SHA256 " + parameters,
                                    () -> HkdfFixture.create(name, api, bytes).validation())));
                }
            }
            return rows;
        }
    },
    KEY_GENERATION(Set.of(Kind.KEY_GENERATION), Params.KEY_TYPE) {
        @Override
        String heading(ProviderMatrix.Settings s) {
            return "Key generation (ok = two pairs differ and have the asked size; another provider re-makes the keys "
                    + "and signs and verifies, or agrees both ways):";
        }

        @Override
        List<Row> rows(ProviderMatrix.Settings s) {
            return Arrays.stream(KeyType.values())
                    // RSA key generation only at the --rsa-bits sizes, as the signatures and RSA encryption rows.
                    .filter(t -> !t.keyAlgorithm().equals("RSA") || s.rsaBits().contains(t.bits()))
                    .map(t -> new Row(
                            List.of(t.displayName()),
                            name -> new Cell(
                                    name + " " + t.displayName() + " key generation",
                                    () -> KeyGenFixture.create(name, t).validation())))
                    .toList();
        }
    },
    RANDOM(Set.of(Kind.RANDOM), Params.ALGORITHM) {
        @Override
        String heading(ProviderMatrix.Settings s) {
            return "SecureRandom (ok = its output does not compress, its bytes are uniform, instances and reseeded "
                    + "instances differ, no output repeats on one thread or two):";
        }

        @Override
        List<Row> rows(ProviderMatrix.Settings s) {
            return Arrays.stream(RandomAlgorithm.values())
                    .map(a -> new Row(
                            List.of(a.name()),
                            name -> new Cell(
                                    name + " SecureRandom " + a.name(),
                                    () -> RandomFixture.create(name, a, 32).validation())))
                    .toList();
        }
    },
    KEY_ENCAPSULATION(Set.of(Kind.KEM), Params.ALGORITHM) {
        @Override
        String heading(ProviderMatrix.Settings s) {
            return "Key encapsulation (ok = round trip, another provider decapsulates it and it decapsulates the other's, "
                    + "implicit rejection as in the other provider, FIPS 203 known answers):";
        }

        @Override
        List<Row> rows(ProviderMatrix.Settings s) {
            List<Row> rows = new ArrayList<>(Arrays.stream(KemAlgorithm.values())
                    .map(a -> new Row(
                            List.of(a.jcaName()),
                            name -> new Cell(
                                    name + " " + a.jcaName(),
                                    () -> KemFixture.create(name, a).validation())))
                    .toList());
            rows.add(new Row(
                    List.of("X25519MLKEM768"),
                    name -> new Cell(
                            name + " X25519MLKEM768",
                            () -> HybridKemFixture.create(name).validation())));
            return rows;
        }
    },
    KEY_WRAP(Set.of(Kind.KEY_WRAP), Params.WRAP_MODE, Params.WRAPPED_KEY) {
        @Override
        String heading(ProviderMatrix.Settings s) {
            return "AES key wrap (ok = RFC 3394/5649 vectors, the same bytes as another provider, tampering refused):";
        }

        @Override
        List<Row> rows(ProviderMatrix.Settings s) {
            List<Row> rows = new ArrayList<>();
            for (WrapMode mode : WrapMode.values()) {
                for (WrappedKey key : WrappedKey.values()) {
                    rows.add(new Row(
                            List.of(mode.displayName(), key.displayName()),
                            name -> new Cell(
                                    name + " " + mode.displayName() + " " + key.displayName(),
                                    () -> KeyWrapFixture.create(name, mode, key).validation())));
                }
            }
            return rows;
        }
    };

    /** The kinds no table lists, each with the reason. */
    public static final Map<Kind, String> NOT_LISTED = Map.of(
            Kind.ISA,
            "SunJCE alone at each UseAVX level: its primitives are rows of the Ciphers and Digests tables",
            Kind.STARTUP,
            "one AES-GCM encryption in a fresh JVM, checked after it is measured: the Ciphers table's AES-GCM row",
            Kind.SCALING,
            "the headline primitives again, on more threads: rows of the Ciphers, Digests, Signatures and SecureRandom tables",
            Kind.TLS_HANDSHAKE,
            "TLS stacks are not providers: the TLS stacks table follows these (cryptobench.tls.StackTable)",
            Kind.TLS_RECORD,
            "TLS stacks are not providers: the TLS stacks table follows these (cryptobench.tls.StackTable)");

    private final Set<Kind> kinds;
    private final List<String> columns;

    ProviderTable(Set<Kind> kinds, String... columns) {
        this.kinds = kinds;
        this.columns = List.of(columns);
    }

    /** The catalog kinds whose algorithms the rows validate. */
    public Set<Kind> kinds() {
        return kinds;
    }

    /** The table that lists {@code kind}'s algorithms, if one does. */
    public static Optional<ProviderTable> of(Kind kind) {
        return Arrays.stream(values()).filter(t -> t.kinds.contains(kind)).findFirst();
    }

    /** The columns before the providers'. */
    List<String> columns() {
        return columns;
    }

    /** The line above the table. */
    abstract String heading(ProviderMatrix.Settings s);

    abstract List<Row> rows(ProviderMatrix.Settings s);

    /** A row: its first cells, and the check of each provider's cell, by provider name. */
    record Row(List<String> labels, Function<String, Cell> cell) {}

    /** One provider's cell: its name in the verbose list, and the validation, which returns what it checked. */
    record Cell(String label, Supplier<String> validation) {}
}

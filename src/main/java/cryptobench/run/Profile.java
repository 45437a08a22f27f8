package cryptobench.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Named selections of the benchmark matrix, as JMH arguments. */
public enum Profile {
    /** The no-argument run: the comparison most readers want, in about a quarter of an hour. */
    HEADLINE("AES-256-GCM, ChaCha20-Poly1305, AES-256-CBC, AES-256-CTR; SunJCE, BC, Conscrypt, ACCP; "
            + "1 KiB and 16 KiB; encrypt and decrypt; both fork variants",
            "cryptobench\\.bench\\.(AesGcm|ChaCha20Poly1305|AesCbc|AesCtr)\\.",
            params("provider", "SunJCE,BC,Conscrypt,ACCP", "keyBits", "256", "dataSize", "1024,16384"));

    private final String description;
    private final String include;
    private final Map<String, String> params;

    Profile(String description, String include, Map<String, String> params) {
        this.description = description;
        this.include = include;
        this.params = params;
    }

    public String description() {
        return description;
    }

    /** The JMH command-line arguments that select this profile. */
    public String[] jmhArgs() {
        return jmhArgs(List.of());
    }

    /**
     * The profile's JMH arguments followed by {@code extra} JMH options; a {@code -p name=...} in
     * {@code extra} replaces the profile's values of that param instead of adding to them.
     */
    public String[] jmhArgs(List<String> extra) {
        List<String> args = new ArrayList<>(List.of(include));
        params.forEach((k, v) -> {
            if (!extra.contains("-p") || extra.stream().noneMatch(a -> a.startsWith(k + "="))) {
                args.addAll(List.of("-p", k + "=" + v));
            }
        });
        args.addAll(extra);
        return args.toArray(String[]::new);
    }

    private static Map<String, String> params(String... keyValues) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            map.put(keyValues[i], keyValues[i + 1]);
        }
        return map;
    }
}

package cryptobench.testing;

import java.security.Security;
import java.util.Arrays;

/** What this JDK's own providers offer, asked of the JCA directly: the tests' expectation, probed as the fixtures must not assume. */
public final class JdkServices {

    private JdkServices() {}

    /** Whether any provider installed in this JDK has the service, e.g. ("KEM", "ML-KEM-768"). */
    public static boolean offers(String type, String algorithm) {
        return Arrays.stream(Security.getProviders())
                .map(p -> p.getService(type, algorithm))
                .anyMatch(s -> s != null);
    }
}

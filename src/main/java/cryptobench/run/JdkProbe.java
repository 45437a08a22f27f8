package cryptobench.run;

import cryptobench.results.Json;

/** Started on a JDK by {@link JdkDiscovery}: prints that JDK's {@link JdkInfo} as JSON on stdout. */
public final class JdkProbe {

    private JdkProbe() {}

    public static void main(String[] args) throws Exception {
        System.out.println(Json.MAPPER.writeValueAsString(JdkInfo.current()));
    }
}

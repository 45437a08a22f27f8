package cryptobench.sign;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.SecretKey;

/**
 * {@code javax.crypto.KEM}, where the JDK has it, for a suite compiled for Java 17: the calls go through method
 * handles held in constants, which the JIT inlines like direct calls. On a JDK without the API every
 * KEM combination is unsupported with that reason.
 */
public final class JcaKem {

    private static final MethodHandle GET_INSTANCE;
    private static final MethodHandle NEW_ENCAPSULATOR;
    private static final MethodHandle ENCAPSULATE;
    private static final MethodHandle KEY;
    private static final MethodHandle ENCAPSULATION;
    private static final MethodHandle NEW_DECAPSULATOR;
    private static final MethodHandle DECAPSULATE;
    private static final String MISSING;

    static {
        MethodHandle[] h = new MethodHandle[7];
        String missing = null;
        try {
            MethodHandles.Lookup lookup = MethodHandles.publicLookup();
            Class<?> kem = Class.forName("javax.crypto.KEM");
            Class<?> enc = Class.forName("javax.crypto.KEM$Encapsulator");
            Class<?> encd = Class.forName("javax.crypto.KEM$Encapsulated");
            Class<?> dec = Class.forName("javax.crypto.KEM$Decapsulator");
            MethodType object1 = MethodType.methodType(Object.class, Object.class);
            h[0] = lookup.findStatic(kem, "getInstance", MethodType.methodType(kem, String.class, Provider.class))
                    .asType(MethodType.methodType(Object.class, String.class, Provider.class));
            h[1] = lookup.findVirtual(
                            kem,
                            "newEncapsulator",
                            MethodType.methodType(
                                    enc, PublicKey.class, AlgorithmParameterSpec.class, SecureRandom.class))
                    .asType(MethodType.methodType(
                            Object.class,
                            Object.class,
                            PublicKey.class,
                            AlgorithmParameterSpec.class,
                            SecureRandom.class));
            h[2] = lookup.findVirtual(enc, "encapsulate", MethodType.methodType(encd))
                    .asType(object1);
            h[3] = lookup.findVirtual(encd, "key", MethodType.methodType(SecretKey.class))
                    .asType(MethodType.methodType(SecretKey.class, Object.class));
            h[4] = lookup.findVirtual(encd, "encapsulation", MethodType.methodType(byte[].class))
                    .asType(MethodType.methodType(byte[].class, Object.class));
            h[5] = lookup.findVirtual(kem, "newDecapsulator", MethodType.methodType(dec, PrivateKey.class))
                    .asType(MethodType.methodType(Object.class, Object.class, PrivateKey.class));
            h[6] = lookup.findVirtual(dec, "decapsulate", MethodType.methodType(SecretKey.class, byte[].class))
                    .asType(MethodType.methodType(SecretKey.class, Object.class, byte[].class));
        } catch (ReflectiveOperationException e) {
            missing = "there is no javax.crypto.KEM in " + ProviderRegistry.jdkBuild();
        }
        GET_INSTANCE = h[0];
        NEW_ENCAPSULATOR = h[1];
        ENCAPSULATE = h[2];
        KEY = h[3];
        ENCAPSULATION = h[4];
        NEW_DECAPSULATOR = h[5];
        DECAPSULATE = h[6];
        MISSING = missing;
    }

    private JcaKem() {}

    /** Null if this JVM has javax.crypto.KEM, else why not. */
    public static String missing() {
        return MISSING;
    }

    /** One encapsulation: the shared secret and the ciphertext. */
    public record Encapsulated(SecretKey key, byte[] encapsulation) {}

    /** An encapsulator for {@code publicKey}, drawing its randomness from {@code random} (null: the provider's default). */
    public static Object encapsulator(String algorithm, Provider provider, PublicKey publicKey, SecureRandom random)
            throws Exception {
        return newEncapsulator(kem(algorithm, provider), publicKey, random);
    }

    public static Object decapsulator(String algorithm, Provider provider, PrivateKey privateKey) throws Exception {
        try {
            return NEW_DECAPSULATOR.invokeExact(kem(algorithm, provider), privateKey);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    /** The measured call: a fresh encapsulation, returned as the JDK's own object. */
    static Object encapsulateRaw(Object encapsulator) throws Exception {
        try {
            return ENCAPSULATE.invokeExact(encapsulator);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static Encapsulated encapsulate(Object encapsulator) throws Exception {
        Object e = encapsulateRaw(encapsulator);
        try {
            return new Encapsulated((SecretKey) KEY.invokeExact(e), (byte[]) ENCAPSULATION.invokeExact(e));
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    /** The measured call: a decapsulation (implicit rejection gives a different secret, not an exception). */
    public static SecretKey decapsulate(Object decapsulator, byte[] ciphertext) throws Exception {
        try {
            return (SecretKey) DECAPSULATE.invokeExact(decapsulator, ciphertext);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    private static Object kem(String algorithm, Provider provider) throws Exception {
        if (MISSING != null) {
            throw new UnsupportedCombinationException(MISSING);
        }
        try {
            return GET_INSTANCE.invokeExact(algorithm, provider);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    private static Object newEncapsulator(Object kem, PublicKey publicKey, SecureRandom random) throws Exception {
        try {
            return NEW_ENCAPSULATOR.invokeExact(kem, publicKey, (AlgorithmParameterSpec) null, random);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    private static Exception rethrow(Throwable t) {
        if (t instanceof Exception e) {
            return e;
        }
        if (t instanceof Error e) {
            throw e;
        }
        return new IllegalStateException(t);
    }
}

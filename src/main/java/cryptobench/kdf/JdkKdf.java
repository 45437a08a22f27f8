package cryptobench.kdf;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.security.GeneralSecurityException;
import java.security.Provider;
import java.security.spec.AlgorithmParameterSpec;

/**
 * {@code javax.crypto.KDF}, final from JDK 25, reached through method handles: the suite compiles for Java 17.
 * The handles are resolved once; a derivation costs one {@code invokeExact}.
 */
final class JdkKdf {

    /** The KDF algorithm measured. */
    static final String HKDF_SHA256 = "HKDF-SHA256";

    /** Whether this JDK has {@code javax.crypto.KDF}. */
    static final boolean AVAILABLE;

    private static final MethodHandle GET_INSTANCE;
    private static final MethodHandle DERIVE_DATA;
    private static final MethodHandle OF_EXTRACT;
    private static final MethodHandle ADD_IKM;
    private static final MethodHandle ADD_SALT;
    private static final MethodHandle THEN_EXPAND;

    static {
        MethodHandle getInstance = null;
        MethodHandle deriveData = null;
        MethodHandle ofExtract = null;
        MethodHandle addIkm = null;
        MethodHandle addSalt = null;
        MethodHandle thenExpand = null;
        try {
            MethodHandles.Lookup lookup = MethodHandles.publicLookup();
            Class<?> kdf = Class.forName("javax.crypto.KDF");
            Class<?> spec = Class.forName("javax.crypto.spec.HKDFParameterSpec");
            Class<?> builder = Class.forName("javax.crypto.spec.HKDFParameterSpec$Builder");
            getInstance = lookup.findStatic(
                            kdf, "getInstance", MethodType.methodType(kdf, String.class, Provider.class))
                    .asType(MethodType.methodType(Object.class, String.class, Provider.class));
            deriveData = lookup.findVirtual(
                            kdf, "deriveData", MethodType.methodType(byte[].class, AlgorithmParameterSpec.class))
                    .asType(MethodType.methodType(byte[].class, Object.class, AlgorithmParameterSpec.class));
            ofExtract = lookup.findStatic(spec, "ofExtract", MethodType.methodType(builder))
                    .asType(MethodType.methodType(Object.class));
            addIkm = lookup.findVirtual(builder, "addIKM", MethodType.methodType(builder, byte[].class))
                    .asType(MethodType.methodType(Object.class, Object.class, byte[].class));
            addSalt = lookup.findVirtual(builder, "addSalt", MethodType.methodType(builder, byte[].class))
                    .asType(MethodType.methodType(Object.class, Object.class, byte[].class));
            thenExpand = lookup.findVirtual(
                            builder,
                            "thenExpand",
                            MethodType.methodType(
                                    Class.forName("javax.crypto.spec.HKDFParameterSpec$ExtractThenExpand"),
                                    byte[].class,
                                    int.class))
                    .asType(MethodType.methodType(AlgorithmParameterSpec.class, Object.class, byte[].class, int.class));
        } catch (ReflectiveOperationException beforeJdk25) {
            getInstance = null;
        }
        AVAILABLE = getInstance != null;
        GET_INSTANCE = getInstance;
        DERIVE_DATA = deriveData;
        OF_EXTRACT = ofExtract;
        ADD_IKM = addIkm;
        ADD_SALT = addSalt;
        THEN_EXPAND = thenExpand;
    }

    private JdkKdf() {}

    /**
     * One HKDF-SHA256 extract-then-expand of these inputs by {@code provider}'s KDF; the spec is made once. Only where
     * {@link #AVAILABLE}.
     */
    static KdfCalls.Call extractThenExpand(Provider provider, byte[] ikm, byte[] salt, byte[] info, int length)
            throws GeneralSecurityException {
        try {
            Object kdf = (Object) GET_INSTANCE.invokeExact(HKDF_SHA256, provider);
            Object builder = (Object) OF_EXTRACT.invokeExact();
            builder = (Object) ADD_IKM.invokeExact(builder, ikm);
            // JDK 25 drops an empty salt from the spec, which then means RFC 5869's zero salt, as every other API does.
            builder = (Object) ADD_SALT.invokeExact(builder, salt);
            AlgorithmParameterSpec spec = (AlgorithmParameterSpec) THEN_EXPAND.invokeExact(builder, info, length);
            return () -> derive(kdf, spec);
        } catch (GeneralSecurityException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] derive(Object kdf, AlgorithmParameterSpec spec) throws GeneralSecurityException {
        try {
            return (byte[]) DERIVE_DATA.invokeExact(kdf, spec);
        } catch (GeneralSecurityException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }
}

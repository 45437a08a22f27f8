package cryptobench.digest;

import cryptobench.check.CaseResult;
import cryptobench.check.Failure;
import cryptobench.check.Shape;
import cryptobench.check.SmallestFailures;
import cryptobench.check.SweepCase;
import cryptobench.check.SweepResult;
import cryptobench.check.Tally;
import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.Provider;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The sweep of a digest or MAC: every case's input is hashed one-shot by the reference provider,
 * and by the provider in the case's shape (one update, seeded pieces with single bytes among them,
 * heap or direct buffers), and the outputs must match.
 */
public final class DigestSweep {

    private final String name;
    private final Provider provider;
    private final String referenceName;
    private final Provider reference;
    private final DigestAlgorithm algorithm;

    public DigestSweep(
            String name, Provider provider, String referenceName, Provider reference, DigestAlgorithm algorithm) {
        this.name = name;
        this.provider = provider;
        this.referenceName = referenceName;
        this.reference = reference;
        this.algorithm = algorithm;
    }

    public SweepResult run(List<SweepCase> cases, String note) {
        Tally.Counter counter = new Tally.Counter();
        SmallestFailures smallest = new SmallestFailures();
        Map<Integer, String> digests = new LinkedHashMap<>();
        for (int i = 0; i < cases.size(); i++) {
            SweepCase c = cases.get(i);
            SplittableRandom r = c.random();
            byte[] key = SweepCase.bytes(r, 32);
            byte[] input = SweepCase.bytes(r, c.length());
            List<Integer> pieces = c.shape().splits() ? SweepCase.pieces(c.length(), r) : List.of(c.length());
            byte[] actual;
            try {
                actual = compute(provider, key, input, c.shape(), pieces);
            } catch (GeneralSecurityException | RuntimeException e) {
                counter.add(CaseResult.FAILED);
                smallest.keep("threw", c.length(), failure(c, key, input, pieces, "threw " + e, Map.of()));
                continue;
            }
            byte[] expected = null;
            if (reference != null) {
                try {
                    expected = compute(reference, key, input, Shape.ONE_SHOT, List.of(input.length));
                } catch (GeneralSecurityException | RuntimeException e) {
                    expected = null;
                }
            }
            if (expected != null && !Arrays.equals(expected, actual)) {
                counter.add(CaseResult.FAILED);
                smallest.keep(
                        "differs",
                        c.length(),
                        failure(
                                c,
                                key,
                                input,
                                pieces,
                                "output differs from " + referenceName + "'s",
                                Map.of(
                                        referenceName + " gives",
                                        HexFormat.of().formatHex(expected),
                                        name + " gives",
                                        HexFormat.of().formatHex(actual))));
                continue;
            }
            counter.add(CaseResult.PASSED);
            digests.put(i, SweepCase.digest(actual));
        }
        return new SweepResult(counter.tally(name, "sweep", algorithm.jcaName(), note), smallest.failures(), digests);
    }

    private byte[] compute(Provider p, byte[] key, byte[] input, Shape shape, List<Integer> pieces)
            throws GeneralSecurityException {
        if (algorithm.isMac()) {
            Mac mac = Mac.getInstance(algorithm.jcaName(), p);
            mac.init(new SecretKeySpec(key, algorithm.jcaName()));
            feed(shape, input, pieces, mac::update, mac::update, mac::update);
            return mac.doFinal();
        }
        MessageDigest md = MessageDigest.getInstance(algorithm.jcaName(), p);
        feed(shape, input, pieces, md::update, md::update, md::update);
        return md.digest();
    }

    private interface Bytes {
        void update(byte[] b, int off, int len);
    }

    private interface One {
        void update(byte b);
    }

    private interface Buffer {
        void update(ByteBuffer b);
    }

    private static void feed(Shape shape, byte[] input, List<Integer> pieces, Bytes bytes, One one, Buffer buffer) {
        switch (shape) {
            case ONE_SHOT, IN_PLACE -> bytes.update(input, 0, input.length);
            case SPLIT -> {
                int pos = 0;
                for (int piece : pieces) {
                    if (piece == 1) {
                        one.update(input[pos]);
                    } else {
                        bytes.update(input, pos, piece);
                    }
                    pos += piece;
                }
            }
            case HEAP_BUFFER, DIRECT_BUFFER -> {
                ByteBuffer b = shape == Shape.DIRECT_BUFFER
                        ? ByteBuffer.allocateDirect(input.length + 7)
                        : ByteBuffer.allocate(input.length + 7);
                b.position(7);
                b.put(input);
                int pos = 7;
                for (int piece : pieces) {
                    b.limit(pos + piece);
                    b.position(pos);
                    buffer.update(b);
                    pos += piece;
                }
            }
            default -> throw new IllegalStateException(String.valueOf(shape));
        }
    }

    private Failure failure(
            SweepCase c, byte[] key, byte[] input, List<Integer> pieces, String problem, Map<String, String> extra) {
        HexFormat hex = HexFormat.of();
        Map<String, String> r = new LinkedHashMap<>();
        r.put("algorithm", algorithm.jcaName());
        r.put("length", String.valueOf(c.length()));
        r.put("shape", c.shape().description());
        if (c.shape().splits()) {
            r.put("pieces", pieces.size() <= 40 ? pieces.toString() : pieces.size() + " pieces from the case seed");
        }
        if (algorithm.isMac()) {
            r.put("key", hex.formatHex(key));
        }
        r.put(
                "input",
                input.length <= SweepCase.HEX_LIMIT
                        ? hex.formatHex(input)
                        : input.length + " bytes from the case seed (SplittableRandom(seed): key, input, pieces)");
        r.put("case seed", String.valueOf(c.seed()));
        if (reference != null) {
            r.put("reference", referenceName);
        }
        r.putAll(new TreeMap<>(extra));
        return new Failure(name, algorithm.jcaName(), "sweep", problem, r);
    }
}

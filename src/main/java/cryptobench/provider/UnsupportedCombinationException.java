package cryptobench.provider;

/**
 * A provider does not offer this configuration (algorithm, key size, data size) or cannot load
 * here. The run reports it as unsupported and goes on; it is not a failure.
 */
public class UnsupportedCombinationException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The marker that the run's output scanner looks for in a failed trial's stack trace. */
    public static final String MARKER = UnsupportedCombinationException.class.getName();

    public UnsupportedCombinationException(String message) {
        this(message, null);
    }

    /** No stack trace: JMH prints the exception of a failed trial, and here the message is all there is to say. */
    public UnsupportedCombinationException(String message, Throwable cause) {
        super(message, cause, false, false);
    }
}

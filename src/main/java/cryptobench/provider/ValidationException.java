package cryptobench.provider;

/** A provider produced wrong bytes or accepted a forged tag: the trial must not be measured. */
public class ValidationException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ValidationException(String message) {
        super(message);
    }

    public ValidationException(String message, Throwable cause) {
        super(message, cause);
    }

    /** Refuses the trial with {@code failure} unless {@code ok}: the one check every fixture's validation makes. */
    public static void require(boolean ok, String failure) {
        if (!ok) {
            throw new ValidationException(failure);
        }
    }
}

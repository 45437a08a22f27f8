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
}

package cryptobench.provider;

/**
 * What is known about one provider on this machine: its name as given to cryptobench, the JCA
 * name, class, version, implementation kind, and why it could not load (null when it loaded).
 */
public record ProviderInfo(
        String name,
        String jcaName,
        String className,
        String version,
        Implementation implementation,
        String loadError) {

    public boolean loaded() {
        return loadError == null;
    }

    /** The same provider with another version: SunJCE's is the JDK the forks ran on, not the one that wrote the record. */
    public ProviderInfo withVersion(String newVersion) {
        return new ProviderInfo(name, jcaName, className, newVersion, implementation, loadError);
    }
}

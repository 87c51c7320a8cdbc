package tabuleiro.grading.export;

/**
 * What a student kit's {@code pom.xml} builds with: the libraries that run its rule book as
 * tests and the Maven plugins that compile and run them, each at the version this project builds
 * with (its parent POM's, which {@code KitBuildTest} checks). A machine that built the project
 * has every one of them in its local repository, so the kit's {@code mvn test} runs there offline;
 * anywhere else Maven takes them from Maven Central once.
 */
enum KitBuild {

    /** Cucumber's BOM: the versions of its modules, which name each other by version ranges. */
    CUCUMBER("cucumber.version", "7.34.8"),
    /** JUnit's BOM: the JUnit Platform's suite engine at the launcher's version. */
    JUNIT("junit.version", "5.14.4"),
    /** AssertJ, which the step definitions assert with. */
    ASSERTJ("assertj.version", "3.27.7"),
    /** Copies the kit's resources (such as a perfect agent's opening book) to its class path. */
    RESOURCES_PLUGIN("maven-resources-plugin", "3.3.1"),
    /** Compiles the student's code and the rule book suites. */
    COMPILER_PLUGIN("maven-compiler-plugin", "3.15.0"),
    /** Runs the suites on the JUnit Platform, with assertions on. */
    SUREFIRE_PLUGIN("maven-surefire-plugin", "3.6.1");

    private final String parentName;
    private final String version;

    KitBuild(String parentName, String version) {
        this.parentName = parentName;
        this.version = version;
    }

    /**
     * Names it in the project's parent POM: a property of the version, or a plugin's artifact.
     *
     * @return the property's or the plugin's name
     */
    String parentName() {
        return parentName;
    }

    /**
     * Says its version in the kit's POM.
     *
     * @return the version
     */
    String version() {
        return version;
    }
}

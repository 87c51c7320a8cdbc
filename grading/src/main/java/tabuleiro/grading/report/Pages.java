package tabuleiro.grading.report;

import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;

/**
 * Renders the grader's HTML pages from their jte templates ({@code src/main/jte}).
 *
 * <p>Student names, file names, compiler messages and a program's output are untrusted text that
 * an instructor opens in a browser. The templates are HTML templates: every value they write is
 * escaped for where it stands (element text or a quoted attribute) unless it is a
 * {@link gg.jte.Content}, which only trusted code makes. The build compiles the templates to
 * classes of this package and its sub-packages, so running them needs neither a compiler nor the
 * templates' sources.
 */
public final class Pages {

    /** The package the build generates the templates into, as set in the grader's POM. */
    private static final String PACKAGE = "tabuleiro.grading.report";

    private static final TemplateEngine ENGINE = precompiled();

    private Pages() {
    }

    /**
     * Renders a page.
     *
     * @param template the template's name under {@code src/main/jte}, such as
     *     {@code feedback/feedback.jte}
     * @param model the template's one parameter
     * @return the page
     * @throws gg.jte.TemplateException if the template is missing or fails
     */
    public static String render(String template, Object model) {
        StringOutput output = new StringOutput();
        ENGINE.render(template, model, output);
        return output.toString();
    }

    private static TemplateEngine precompiled() {
        // jte loads precompiled templates through the creating thread's context class loader,
        // which a caller's thread may have set to one that cannot see the grader's classes.
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        thread.setContextClassLoader(Pages.class.getClassLoader());
        try {
            return TemplateEngine.createPrecompiled(null, ContentType.Html, null, PACKAGE);
        } finally {
            thread.setContextClassLoader(before);
        }
    }
}

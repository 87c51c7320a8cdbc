package tabuleiro.grading.child.compiler;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.Elements;

/**
 * The public face of a game's classes, as the compiler sees it: each public type with its public
 * and protected constructors, methods and fields, written as signatures. Comparing a
 * submission's with the skeleton's tells a student, before any scenario runs, which class,
 * method or field the rule book will look for in vain.
 *
 * @param types the signature of each type's members, by the type's qualified name; a type's own
 *     entry includes its kind ({@code class}, {@code enum}, ...)
 * @invariant every set is unmodifiable
 */
public record PublicApi(Map<String, Set<String>> types) {

    /** Keeps an unmodifiable, sorted copy. */
    public PublicApi {
        Map<String, Set<String>> copy = new TreeMap<>();
        types.forEach((name, members) -> copy.put(name,
                Collections.unmodifiableSet(new TreeSet<>(members))));
        types = Collections.unmodifiableMap(copy);
    }

    /**
     * Reads the public face of the types a compilation analysed.
     *
     * @param elements the compiler's element utilities
     * @param analysed the elements that the compilation analysed
     * @param enginePackage only types in this package and those under it are read
     * @return the public face
     */
    public static PublicApi of(Elements elements, Iterable<? extends Element> analysed,
            String enginePackage) {
        Objects.requireNonNull(enginePackage, "enginePackage");
        Map<String, Set<String>> types = new TreeMap<>();
        for (Element element : analysed) {
            if (element instanceof TypeElement type) {
                String packageName = elements.getPackageOf(type).getQualifiedName().toString();
                if (packageName.equals(enginePackage)
                        || packageName.startsWith(enginePackage + ".")) {
                    read(type, types);
                }
            }
        }
        return new PublicApi(types);
    }

    private static void read(TypeElement type, Map<String, Set<String>> types) {
        if (!type.getModifiers().contains(Modifier.PUBLIC)
                && !type.getModifiers().contains(Modifier.PROTECTED)) {
            return;
        }
        Set<String> members = new TreeSet<>();
        members.add(modifiers(type) + kind(type.getKind()) + " " + type.getQualifiedName());
        for (Element member : type.getEnclosedElements()) {
            if (member instanceof TypeElement nested) {
                read(nested, types);
            } else if (visible(member)) {
                signature(member).ifPresent(members::add);
            }
        }
        types.put(type.getQualifiedName().toString(), members);
    }

    private static boolean visible(Element member) {
        Set<Modifier> modifiers = member.getModifiers();
        return modifiers.contains(Modifier.PUBLIC) || modifiers.contains(Modifier.PROTECTED);
    }

    private static Optional<String> signature(Element member) {
        if (member instanceof ExecutableElement method) {
            String parameters = method.getParameters().stream()
                    .map(parameter -> parameter.asType().toString())
                    .collect(Collectors.joining(", "));
            if (method.getKind() == ElementKind.CONSTRUCTOR) {
                return Optional.of(modifiers(method) + "constructor ("
                        + parameters + ")");
            }
            return Optional.of(modifiers(method) + "method "
                    + method.getReturnType() + " " + method.getSimpleName() + "("
                    + parameters + ")");
        }
        if (member instanceof VariableElement field) {
            String kind = field.getKind() == ElementKind.ENUM_CONSTANT ? "constant " : "field ";
            return Optional.of(modifiers(field) + kind + field.asType() + " "
                    + field.getSimpleName());
        }
        return Optional.empty();
    }

    /** The modifiers a caller depends on: visibility and {@code static}. */
    private static String modifiers(Element element) {
        Set<Modifier> modifiers = element.getModifiers();
        return (modifiers.contains(Modifier.PUBLIC) ? "public " : "protected ")
                + (modifiers.contains(Modifier.STATIC) ? "static " : "");
    }

    private static String kind(ElementKind kind) {
        return switch (kind) {
            case INTERFACE -> "interface";
            case ENUM -> "enum";
            case RECORD -> "record";
            case ANNOTATION_TYPE -> "@interface";
            default -> "class";
        };
    }

    /**
     * Says what a submission lacks or has changed of the skeleton's public face. Members a
     * submission adds are its own business and are not mentioned.
     *
     * @param skeleton the skeleton's public face, the one the rule book was written against
     * @return one sentence per missing type, and per missing or changed member, in the order of
     *     the types' names; empty when the submission has everything
     */
    public List<String> missingFrom(PublicApi skeleton) {
        List<String> missing = new ArrayList<>();
        for (Map.Entry<String, Set<String>> type : skeleton.types().entrySet()) {
            Set<String> ours = types.get(type.getKey());
            if (ours == null) {
                missing.add("the skeleton's public type " + type.getKey() + " is missing (or no"
                        + " longer public)");
                continue;
            }
            for (String member : type.getValue()) {
                if (!ours.contains(member)) {
                    missing.add(type.getKey() + " lacks, or has changed, the skeleton's "
                            + member);
                }
            }
        }
        return missing;
    }
}

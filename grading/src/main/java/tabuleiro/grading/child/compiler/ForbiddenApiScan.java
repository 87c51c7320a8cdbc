package tabuleiro.grading.child.compiler;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The grader's check of a submission's compiled classes: what Java the student's code may use.
 *
 * <p>The security manager confines the submission on Java 17 to 23, but Java 24 took it away,
 * and some of what it refused matters on any Java: code that reaches into the grader's own
 * objects (reflection, {@code MethodHandles.privateLookupIn}, {@code Unsafe}, raw file
 * descriptors), defines classes from bytes that no check has seen, loads native code or agents,
 * inspects the JVM, or names the grader, the rule book's glue or the test libraries. A board
 * game needs none of these, so a class that uses one is refused before it runs, and the
 * student is told which API and where. Files, sockets, processes and {@code System.exit} are
 * the sandbox's business (and the security manager's), not this check's: the games' own text
 * UIs use some of them, and where code misuses one it costs that scenario alone.
 *
 * <p>The check reads the class file's constant pool: every class, field and method that the
 * code refers to is named there, whatever instruction or lambda uses it.
 */
public final class ForbiddenApiScan {

    /** Packages (internal names, as prefixes) that a submission may not refer to at all. */
    private static final List<String> FORBIDDEN_PACKAGES = List.of("sun/", "com/sun/", "jdk/",
            "java/lang/instrument/", "java/lang/management/", "javax/management/",
            "java/lang/foreign/", "javax/tools/", "javax/script/", "java/beans/", "java/rmi/",
            "javax/naming/", "tabuleiro/grading/", "tabuleiro/features/", "io/cucumber/",
            "org/junit/", "org/opentest4j/", "org/assertj/", "org/apiguardian/", "net/bytebuddy/");

    /**
     * Classes a submission may not refer to: class loading, raw descriptors, modules, services
     * made by name, and serialisation (which reads and writes private fields).
     */
    private static final Set<String> FORBIDDEN_CLASSES = Set.of("java/lang/ClassLoader",
            "java/security/SecureClassLoader", "java/net/URLClassLoader",
            "java/io/FileDescriptor", "java/lang/Module", "java/lang/ModuleLayer",
            "java/lang/SecurityManager", "java/util/ServiceLoader", "java/io/ObjectInputStream",
            "java/io/ObjectOutputStream", "java/io/ObjectStreamClass");

    /** Of {@code java.lang.reflect}, only arrays are harmless (generic array creation). */
    private static final String REFLECTION = "java/lang/reflect/";
    private static final String REFLECTION_ALLOWED = "java/lang/reflect/Array";

    /**
     * Members a submission may not use, by owner. Ending the JVM and starting processes are
     * not among them: a text UI may do either, and the grader contains both where they happen
     * (the scenario is lost, nothing else).
     */
    private static final Map<String, Set<String>> FORBIDDEN_MEMBERS = Map.of(
            "java/lang/System", Set.of("load", "loadLibrary", "setSecurityManager",
                    "inheritedChannel"),
            "java/lang/Runtime", Set.of("load", "loadLibrary"),
            "java/lang/Class", Set.of("forName", "getClassLoader", "getProtectionDomain",
                    "newInstance", "getDeclaredField", "getDeclaredFields", "getDeclaredMethod",
                    "getDeclaredMethods", "getDeclaredConstructor", "getDeclaredConstructors",
                    "getField", "getFields", "getMethod", "getMethods", "getConstructor",
                    "getConstructors", "getRecordComponents", "getEnclosingMethod",
                    "getEnclosingConstructor", "getModule"),
            "java/lang/invoke/MethodHandles", Set.of("privateLookupIn", "reflectAs"),
            "java/lang/invoke/MethodHandles$Lookup", Set.of("defineClass", "defineHiddenClass",
                    "defineHiddenClassWithClassData", "unreflect", "unreflectConstructor",
                    "unreflectGetter", "unreflectSetter", "unreflectSpecial",
                    "unreflectVarHandle", "revealDirect"));

    /**
     * Method handles look members up by name, which no list of names can follow: code that
     * holds a {@code Lookup} reaches {@code Class.forName}, {@code setAccessible} and every
     * other member here through strings. So no member of {@code java.lang.invoke} may be used,
     * but the two factories that javac itself calls for lambdas and string concatenation.
     */
    private static final String INVOKE = "java/lang/invoke/";
    private static final Set<String> BOOTSTRAPS = Set.of("java/lang/invoke/LambdaMetafactory",
            "java/lang/invoke/StringConcatFactory");

    /** Member names refused on any owner: they define classes or break encapsulation. */
    private static final Set<String> FORBIDDEN_NAMES = Set.of("defineClass",
            "defineHiddenClass", "setAccessible", "trySetAccessible", "objectFieldOffset",
            "staticFieldBase", "staticFieldOffset");

    private static final int MAGIC = 0xCAFEBABE;

    /**
     * The rule book's line that charges a failed example to another rule
     * ({@code model.WaitsOn}), in its two languages: a text the steps write, never a game's, so
     * a class that holds it could only mean to move its own failures onto another rule.
     */
    private static final List<String> RULE_BOOK_LINES = List.of("waits on rule",
            "espera pela regra");

    /** How a refused use of the rule book's line is named. */
    static final String RULE_BOOK_LINE = "the rule book's words \"this example waits on rule\"";

    private ForbiddenApiScan() {
    }

    /**
     * Lists what a class file uses that a submission may not.
     *
     * @param classFile the bytes of a class file
     * @return each use refused, as {@code java.lang.System.exit}, sorted; empty when the class
     *     may run
     * @throws IOException if the bytes are not a class file
     */
    public static List<String> refusedUses(byte[] classFile) throws IOException {
        ConstantPool pool = ConstantPool.read(classFile);
        Set<String> refused = new TreeSet<>();
        for (int i = 1; i < pool.size(); i++) {
            if (pool.tag(i) == ConstantPool.UTF8 && RULE_BOOK_LINES.stream().anyMatch(
                    pool.utf8(i).toLowerCase(java.util.Locale.ROOT)::contains)) {
                refused.add(RULE_BOOK_LINE);
            }
            if (pool.tag(i) == ConstantPool.CLASS) {
                pool.className(i).flatMap(ForbiddenApiScan::refusedClass).ifPresent(refused::add);
            } else if (pool.isMemberRef(i)) {
                String owner = pool.className(pool.first(i)).orElse("");
                String name = pool.utf8(pool.first(pool.second(i)));
                refusedMember(owner, name).ifPresent(refused::add);
            }
        }
        return List.copyOf(refused);
    }

    /**
     * Reads the name of the source file a class was compiled from, as its
     * {@code SourceFile} attribute records it.
     *
     * @param classFile the bytes of a class file
     * @return the file's name, such as {@code Game.java}, or empty when the class does not say
     * @throws IOException if the bytes are not a class file
     */
    public static Optional<String> sourceFile(byte[] classFile) throws IOException {
        return ConstantPool.read(classFile).sourceFile();
    }

    private static Optional<String> refusedClass(String internalName) {
        String name = elementOf(internalName);
        if (name.isEmpty()) {
            return Optional.empty();
        }
        boolean refused = FORBIDDEN_CLASSES.contains(name)
                || FORBIDDEN_PACKAGES.stream().anyMatch(name::startsWith)
                || name.startsWith(REFLECTION) && !name.equals(REFLECTION_ALLOWED);
        return refused ? Optional.of(name.replace('/', '.')) : Optional.empty();
    }

    private static Optional<String> refusedMember(String owner, String name) {
        String ownerName = elementOf(owner);
        if (refusedClass(ownerName).isPresent() || FORBIDDEN_NAMES.contains(name)
                || ownerName.startsWith(INVOKE) && !BOOTSTRAPS.contains(ownerName)
                || FORBIDDEN_MEMBERS.getOrDefault(ownerName, Set.of()).contains(name)) {
            return Optional.of(ownerName.replace('/', '.') + "." + name);
        }
        return Optional.empty();
    }

    /** The class an internal name or array descriptor stands for; empty for a primitive array. */
    private static String elementOf(String internalName) {
        String name = internalName;
        while (name.startsWith("[")) {
            name = name.substring(1);
        }
        if (name.startsWith("L") && name.endsWith(";")) {
            return name.substring(1, name.length() - 1);
        }
        return internalName.startsWith("[") ? "" : name;
    }

    /** The constant pool of a class file, with just what the check reads. */
    private static final class ConstantPool {

        static final int UTF8 = 1;
        static final int CLASS = 7;
        static final int FIELD_REF = 9;
        static final int METHOD_REF = 10;
        static final int INTERFACE_METHOD_REF = 11;

        private final int[] tags;
        private final int[] firsts;
        private final int[] seconds;
        private final String[] texts;
        private final Optional<String> sourceFile;

        private ConstantPool(int[] tags, int[] firsts, int[] seconds, String[] texts,
                Optional<String> sourceFile) {
            this.tags = tags;
            this.firsts = firsts;
            this.seconds = seconds;
            this.texts = texts;
            this.sourceFile = sourceFile;
        }

        static ConstantPool read(byte[] bytes) throws IOException {
            DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
            if (in.readInt() != MAGIC) {
                throw new IOException("not a class file");
            }
            in.readUnsignedShort();
            in.readUnsignedShort();
            int count = in.readUnsignedShort();
            int[] tags = new int[count];
            int[] firsts = new int[count];
            int[] seconds = new int[count];
            String[] texts = new String[count];
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                tags[i] = tag;
                switch (tag) {
                    case UTF8 -> texts[i] = in.readUTF();
                    case 3, 4 -> in.readInt();
                    case 5, 6 -> {
                        in.readLong();
                        i++;
                    }
                    case CLASS, 8, 16, 19, 20 -> firsts[i] = in.readUnsignedShort();
                    case FIELD_REF, METHOD_REF, INTERFACE_METHOD_REF, 12, 17, 18 -> {
                        firsts[i] = in.readUnsignedShort();
                        seconds[i] = in.readUnsignedShort();
                    }
                    case 15 -> {
                        in.readUnsignedByte();
                        firsts[i] = in.readUnsignedShort();
                    }
                    default -> throw new IOException("unknown constant pool tag " + tag);
                }
            }
            return new ConstantPool(tags, firsts, seconds, texts, readSourceFile(in, texts));
        }

        /** Skips the class's fields and methods to find its SourceFile attribute. */
        private static Optional<String> readSourceFile(DataInputStream in, String[] texts)
                throws IOException {
            in.readUnsignedShort();
            in.readUnsignedShort();
            in.readUnsignedShort();
            int interfaces = in.readUnsignedShort();
            in.skipNBytes(2L * interfaces);
            for (int group = 0; group < 2; group++) {
                int members = in.readUnsignedShort();
                for (int m = 0; m < members; m++) {
                    in.skipNBytes(6);
                    skipAttributes(in);
                }
            }
            int attributes = in.readUnsignedShort();
            for (int a = 0; a < attributes; a++) {
                int name = in.readUnsignedShort();
                int length = in.readInt();
                if ("SourceFile".equals(texts[name]) && length == 2) {
                    return Optional.ofNullable(texts[in.readUnsignedShort()]);
                }
                in.skipNBytes(length);
            }
            return Optional.empty();
        }

        private static void skipAttributes(DataInputStream in) throws IOException {
            int attributes = in.readUnsignedShort();
            for (int a = 0; a < attributes; a++) {
                in.readUnsignedShort();
                in.skipNBytes(Integer.toUnsignedLong(in.readInt()));
            }
        }

        int size() {
            return tags.length;
        }

        int tag(int index) {
            return tags[index];
        }

        boolean isMemberRef(int index) {
            return tags[index] == FIELD_REF || tags[index] == METHOD_REF
                    || tags[index] == INTERFACE_METHOD_REF;
        }

        int first(int index) {
            return firsts[index];
        }

        int second(int index) {
            return seconds[index];
        }

        String utf8(int index) {
            return index > 0 && index < texts.length && texts[index] != null ? texts[index] : "";
        }

        Optional<String> className(int index) {
            if (index <= 0 || index >= tags.length || tags[index] != CLASS) {
                return Optional.empty();
            }
            return Optional.of(utf8(firsts[index]));
        }

        Optional<String> sourceFile() {
            return sourceFile;
        }
    }

    /**
     * Names what a refused use is, for the student.
     *
     * @param use the use, from {@link #refusedUses}
     * @return a sentence fragment
     */
    public static String explain(String use) {
        List<String> reasons = new ArrayList<>();
        if (use.startsWith("java.lang.reflect.") || use.startsWith("java.lang.invoke.")
                || use.endsWith(".setAccessible") || use.endsWith(".trySetAccessible")
                || use.startsWith("java.lang.Class.")) {
            reasons.add("reflection");
        } else if (use.startsWith("java.io.Object") || use.equals("java.util.ServiceLoader")) {
            reasons.add("serialisation and services reach private fields and make objects by"
                    + " name");
        } else if (use.equals(RULE_BOOK_LINE)) {
            reasons.add("a failure of the rule book says which rule it waits on, not the"
                    + " submission's code");
        } else if (use.startsWith("tabuleiro.") || use.startsWith("io.cucumber.")
                || use.startsWith("org.junit.") || use.startsWith("org.opentest4j.")
                || use.startsWith("org.assertj.")) {
            reasons.add("the grader, the rule book and the test libraries are not the"
                    + " submission's to use");
        } else {
            reasons.add("the JVM's internals");
        }
        return use + " (" + reasons.get(0) + ")";
    }
}

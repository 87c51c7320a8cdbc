package tabuleiro.grading.workspace;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.objectweb.asm.AnnotationVisitor;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.RecordComponentVisitor;
import org.objectweb.asm.commons.ClassRemapper;
import org.objectweb.asm.commons.Remapper;

/**
 * What other classes' compilation can depend on in one class file: its interface as the compiler
 * reads it from a class file (every member that is not private, with its type, its generic
 * signature and, for a constant, its value), the constants other classes may have copied into
 * their own code, its supertypes, and the classes it names.
 *
 * <p>Two class files with the same interface are interchangeable for compiling any other
 * class, except through a constant: the compiler copies a constant's value into the code that
 * reads it, leaving no trace of where it came from, so a constant is kept apart.
 *
 * @param name the class's binary name in the class file's form, such as
 *     {@code tabuleiro/GAME/Game$Result}
 * @param source the source file it was compiled from, relative to the source root, such as
 *     {@code tabuleiro/GAME/Game.java}; empty when the class file does not say
 * @param api the class's interface, one line per part, in a fixed order
 * @param constants each constant a class may copy (a field that is not private, with a constant
 *     value), by its name, with its type and value
 * @param supertypes the superclass and the interfaces, in the class file's form
 */
public record ClassShape(String name, String source, List<String> api,
        Map<String, String> constants, List<String> supertypes) {

    /** Keeps unmodifiable copies. */
    public ClassShape {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(source, "source");
        api = List.copyOf(api);
        constants = Map.copyOf(constants);
        supertypes = List.copyOf(supertypes);
    }

    /**
     * Reads a class file's shape.
     *
     * @param classFile the class file's bytes
     * @return its shape
     * @throws IllegalArgumentException if the bytes are not a class file ASM can read
     */
    public static ClassShape of(byte[] classFile) {
        Reader reader = new Reader();
        new ClassReader(classFile).accept(reader, ClassReader.SKIP_CODE | ClassReader.SKIP_FRAMES);
        return new ClassShape(reader.name, reader.source, reader.api, reader.constants,
                reader.supertypes);
    }

    /**
     * The classes a class file names anywhere: in its supertypes, its members' types and
     * signatures, its annotations and its code. A class whose compilation used another one
     * names it here, unless all it used was one of its constants.
     *
     * @param classFile the class file's bytes
     * @return the names, in the class file's form
     * @throws IllegalArgumentException if the bytes are not a class file ASM can read
     */
    public static Set<String> namedClasses(byte[] classFile) {
        Set<String> named = new TreeSet<>();
        Remapper recording = new Remapper(Opcodes.ASM9) {
            @Override
            public String map(String internalName) {
                named.add(internalName);
                return internalName;
            }
        };
        new ClassReader(classFile).accept(new ClassRemapper(new Sink(), recording), 0);
        return named;
    }

    /**
     * Takes every part of a class and keeps nothing: ASM's remapper visits a member's code and
     * annotations only when the visitor it passes them to asks for them.
     */
    private static final class Sink extends ClassVisitor {

        Sink() {
            super(Opcodes.ASM9);
        }

        @Override
        public AnnotationVisitor visitAnnotation(String descriptor, boolean visible) {
            return new AnnotationVisitor(Opcodes.ASM9) {
            };
        }

        @Override
        public FieldVisitor visitField(int access, String field, String descriptor,
                String signature, Object value) {
            return new FieldVisitor(Opcodes.ASM9) {
            };
        }

        @Override
        public MethodVisitor visitMethod(int access, String method, String descriptor,
                String signature, String[] exceptions) {
            return new MethodVisitor(Opcodes.ASM9) {
            };
        }

        @Override
        public RecordComponentVisitor visitRecordComponent(String component, String descriptor,
                String signature) {
            return new RecordComponentVisitor(Opcodes.ASM9) {
            };
        }
    }

    /** Collects a class file's interface while ASM reads it. */
    private static final class Reader extends ClassVisitor {

        private String name = "";
        private String source = "";
        private String folder = "";
        private final List<String> api = new ArrayList<>();
        private final Map<String, String> constants = new TreeMap<>();
        private final List<String> supertypes = new ArrayList<>();

        Reader() {
            super(Opcodes.ASM9);
        }

        @Override
        public void visit(int version, int access, String className, String signature,
                String superName, String[] interfaces) {
            name = className;
            int slash = className.lastIndexOf('/');
            folder = slash < 0 ? "" : className.substring(0, slash + 1);
            if (superName != null) {
                supertypes.add(superName);
            }
            supertypes.addAll(List.of(interfaces));
            api.add("class " + access + " " + className + " " + signature + " " + superName
                    + " " + String.join(",", interfaces));
        }

        @Override
        public void visitSource(String file, String debug) {
            source = file == null ? "" : folder + file;
        }

        @Override
        public void visitInnerClass(String inner, String outer, String innerName, int access) {
            // Only the class's own member classes are its interface; the list also names
            // every nested class the code merely uses, which a change of a body may change.
            if (name.equals(outer)) {
                api.add("member " + access + " " + inner + " " + innerName);
            }
        }

        @Override
        public void visitNestHost(String nestHost) {
            api.add("nest host " + nestHost);
        }

        @Override
        public void visitPermittedSubclass(String permittedSubclass) {
            api.add("permits " + permittedSubclass);
        }

        @Override
        public RecordComponentVisitor visitRecordComponent(String component, String descriptor,
                String signature) {
            api.add("component " + component + " " + descriptor + " " + signature);
            return null;
        }

        @Override
        public FieldVisitor visitField(int access, String field, String descriptor,
                String signature, Object value) {
            if ((access & Opcodes.ACC_PRIVATE) == 0) {
                api.add("field " + access + " " + field + " " + descriptor + " " + signature);
                if (value != null) {
                    constants.put(field, descriptor + " " + value);
                }
            }
            return null;
        }

        @Override
        public MethodVisitor visitMethod(int access, String method, String descriptor,
                String signature, String[] exceptions) {
            if ((access & Opcodes.ACC_PRIVATE) == 0) {
                api.add("method " + access + " " + method + " " + descriptor + " " + signature
                        + " " + (exceptions == null ? "" : String.join(",", exceptions)));
            }
            return null;
        }
    }
}

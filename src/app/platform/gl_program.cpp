#include "app/platform/gl_program.h"

#include <GLES3/gl3.h>

#include <vector>

#include "app/platform/embedded.h"

namespace knobel::app {
namespace {

std::string info_log(GLuint object, bool is_program) {
    GLint length = 0;
    if (is_program) glGetProgramiv(object, GL_INFO_LOG_LENGTH, &length); else glGetShaderiv(object, GL_INFO_LOG_LENGTH, &length);
    std::vector<char> log(static_cast<std::size_t>(length > 0 ? length : 1), '\0');
    if (is_program) glGetProgramInfoLog(object, length, nullptr, log.data()); else glGetShaderInfoLog(object, length, nullptr, log.data());
    return log.data();
}

GLuint compile(GLenum kind, const char* name, std::string& error) {
    const EmbeddedFile* file = find_embedded_file(std::string("shaders/") + name);
    if (!file) {
        error = std::string("shader ") + name + " is not embedded";
        return 0;
    }
    const GLuint shader = glCreateShader(kind);
    const char* source = reinterpret_cast<const char*>(file->data);
    const GLint length = static_cast<GLint>(file->size);
    glShaderSource(shader, 1, &source, &length);
    glCompileShader(shader);
    GLint ok = 0;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        error = std::string(name) + ": " + info_log(shader, false);
        glDeleteShader(shader);
        return 0;
    }
    return shader;
}

}  // namespace

GlProgram build_program(const char* vertex, const char* fragment) {
    GlProgram program;
    const GLuint vs = compile(GL_VERTEX_SHADER, vertex, program.error);
    const GLuint fs = vs ? compile(GL_FRAGMENT_SHADER, fragment, program.error) : 0;
    if (!vs || !fs) {
        if (vs) glDeleteShader(vs);
        return program;
    }
    const GLuint id = glCreateProgram();
    glAttachShader(id, vs);
    glAttachShader(id, fs);
    glLinkProgram(id);
    glDeleteShader(vs);
    glDeleteShader(fs);
    GLint ok = 0;
    glGetProgramiv(id, GL_LINK_STATUS, &ok);
    if (!ok) {
        program.error = std::string(vertex) + " + " + fragment + ": " + info_log(id, true);
        glDeleteProgram(id);
        return program;
    }
    program.id = id;
    return program;
}

}  // namespace knobel::app

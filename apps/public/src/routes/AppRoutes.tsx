import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { SiteLayout } from '../layout/SiteLayout';
import HomePage from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PlaceholderPage } from '../pages/PlaceholderPage';
import { LeaveForManagement } from './LeaveForManagement';
import { managementRedirects } from './managementRedirects';
import { placeholderPages } from './placeholderPages';

// The home page stays in the first bundle; the rest loads when visited.
const ManagerLoginPage = lazy(() => import('../pages/manager-login/ManagerLoginPage'));
const FaqPage = lazy(() => import('../pages/faq/FaqPage'));
const PrivacyPage = lazy(() => import('../pages/policies/PrivacyPage'));
const TermsPage = lazy(() => import('../pages/policies/TermsPage'));
const AboutPage = lazy(() => import('../pages/about/AboutPage'));
const ProductsPage = lazy(() => import('../pages/products/ProductsPage'));
const BricklePicklePage = lazy(() => import('../pages/showcase/BricklePicklePage'));
const WhiteBranchPage = lazy(() => import('../pages/showcase/WhiteBranchPage'));
const ContactPage = lazy(() => import('../pages/contact/ContactPage'));
const CustomerLoginPage = lazy(() => import('../pages/customer-login/CustomerLoginPage'));
const RegisterPage = lazy(() => import('../pages/register/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('../pages/forgot-password/ForgotPasswordPage'));
const ProfilePage = lazy(() => import('../pages/profile/ProfilePage'));

export function AppRoutes() {
  return (
    <Routes>
      {managementRedirects.map(({ path, target }) => (
        <Route key={path} path={path} element={<LeaveForManagement target={target} />} />
      ))}
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="/acceso-gerencia" element={<ManagerLoginPage />} />
        <Route path="/preguntas-frecuentes" element={<FaqPage />} />
        <Route path="/politica-de-privacidad" element={<PrivacyPage />} />
        <Route path="/terminos-y-condiciones" element={<TermsPage />} />
        <Route path="/acerca-de-nosotros" element={<AboutPage />} />
        <Route path="/productos" element={<ProductsPage />} />
        <Route path="/brickle-pickle" element={<BricklePicklePage />} />
        <Route path="/white-branch" element={<WhiteBranchPage />} />
        <Route path="/contacto" element={<ContactPage />} />
        <Route path="/iniciar-sesion" element={<CustomerLoginPage />} />
        <Route path="/registrarse" element={<RegisterPage />} />
        <Route path="/recuperar-contrasena" element={<ForgotPasswordPage />} />
        <Route path="/perfil" element={<ProfilePage />} />
        {placeholderPages.map(({ path, title }) => (
          <Route key={path} path={path} element={<PlaceholderPage title={title} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
